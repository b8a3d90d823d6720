package wails

import (
	"bytes"
	"net/http"
	"path/filepath"
)

// GetMimetype guesses the MIME type of a file.
func GetMimetype(filename string, data []byte) string {
	if filepath.Ext(filename) == ".svg" || bytes.Contains(data, []byte("<svg")) {
		return "image/svg+xml"
	}
	return http.DetectContentType(data)
}
