//! The web page's unpacker. The page's core (`rulecard-web`'s .wasm) is
//! served squeezed with LZMA (`scripts/build-web.sh`), which leaves about
//! three quarters of what gzip does of the same file, and every visit
//! downloads it; this small .wasm of its own (a few dozen kilobytes, with
//! no content and no rule in it) unpacks it in the page and in the play
//! worker before they start it.
//!
//! Why not in JavaScript: a hand-written LZMA decoder in the page would be
//! code of our own to get right and keep; this is `lzma-rs`, the crate's
//! tested decoder, as it is.

use wasm_bindgen::prelude::wasm_bindgen;

/// The bytes of a `.lzma` file (the 13-byte header, then the stream; the
/// size may be unknown, with an end marker), unpacked; what does not
/// unpack is refused with the decoder's reason.
#[wasm_bindgen]
pub fn unlzma(squeezed: &[u8]) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    lzma_rs::lzma_decompress(&mut &squeezed[..], &mut out)
        .map_err(|e| format!("the squeezed core does not unpack: {e}"))?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    /// Squeezed as `build-web.sh` squeezes (`.lzma` layout, size unknown,
    /// an end marker).
    fn squeeze(bytes: &[u8]) -> Vec<u8> {
        let options = lzma_rust2::LzmaOptions::with_preset(9);
        let mut w =
            lzma_rust2::LzmaWriter::new_use_header(Vec::new(), &options, None).expect("an encoder");
        w.write_all(bytes).expect("encodes");
        w.finish().expect("finishes")
    }

    #[test]
    fn unpacks_what_was_squeezed_and_refuses_the_rest() {
        let bytes: Vec<u8> = (0..200_000u32)
            .map(|i| (i % 251) as u8 ^ (i / 1000) as u8)
            .collect();
        let squeezed = squeeze(&bytes);
        assert!(squeezed.len() < bytes.len() / 10, "{}", squeezed.len());
        assert_eq!(unlzma(&squeezed).expect("unpacks"), bytes);
        let cut = unlzma(&squeezed[..squeezed.len() / 2]).expect_err("cut short");
        assert!(
            cut.starts_with("the squeezed core does not unpack"),
            "{cut}"
        );
        assert!(unlzma(b"<!DOCTYPE html>").is_err());
        assert!(unlzma(b"").is_err());
    }
}
