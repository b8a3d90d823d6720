// Package tesseract holds cases rewritten from github.com/transparency-dev/tesseract.
package tesseract
