// Package fyne holds cases rewritten from fyne.io/fyne/v2.
package fyne

import (
	"encoding/base64"
	"fmt"
	"net/http"
	"net/url"

	"fyne.io/fyne/v2/storage"
)

// Source: fyne.io/fyne/v2/app/preferences_wasm.go:15 (hostform: idbfile is a custom IndexedDB scheme that needs no host.)
func storageRoot() string {
	return "idbfile:///fyne/" // lookalike
}

// Docs mirrors the internal docs store.
type Docs struct{ RootDocURI storage.URI }

// Source: fyne.io/fyne/v2/internal/docs.go:137 (escaper: url.PathEscape is the right escaper for a name used as one path segment.)
func (d *Docs) childURI(name string) (storage.URI, error) {
	encoded := name
	if d.RootDocURI.Scheme() != "file" {
		encoded = url.PathEscape(name) // lookalike
	}
	return storage.Child(d.RootDocURI, encoded)
}

// Source: fyne.io/fyne/v2/internal/test/util_helper.go:54 (syntax: the file URL is part of an assertion message sentence, prose not a URI.)
func mismatchMessage(msg, failedPath string) string {
	return fmt.Sprintf("%sImage did not match master. Actual image written to file://%s.", msg, failedPath) // lookalike
}

// Source: fyne.io/fyne/v2/app/app_wasm.go:45 (escaper: standard base64 is the defined payload of a data URI, so no escaping is needed; found by grep, not by the sweep.)
func notificationIcon(icon []byte) string {
	base64Str := base64.StdEncoding.EncodeToString(icon)
	mimeType := http.DetectContentType(icon)
	return fmt.Sprintf("data:%s;base64,%s", mimeType, base64Str) // lookalike
}
