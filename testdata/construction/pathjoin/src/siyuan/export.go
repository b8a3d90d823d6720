// Package siyuan mirrors the export preview of a note-taking app.
package siyuan

import (
	"path"
)

// ServerPort is the port the local kernel listens on.
var ServerPort = "6806"

// Source: github.com/siyuan-note/siyuan/kernel/api/export.go:222 (path.Join of "http://127.0.0.1:" plus the port and the preview file name, returned to the UI)
func exportPreviewURL(id, name, tmpName string) map[string]interface{} {
	url := path.Join("http://127.0.0.1:"+ServerPort, "export", "preview", tmpName) // defect pathjoin
	return map[string]interface{}{
		"id":   id,
		"name": name,
		"url":  url,
	}
}
