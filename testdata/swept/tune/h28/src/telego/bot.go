// Package telego holds cases rewritten from github.com/mymmrac/telego.
package telego

import (
	"encoding/json"
	"errors"
	"io"
)

const (
	defaultBotAPIServer = "https://api.telegram.org"

	// Source: github.com/mymmrac/telego/bot.go:28 (hostform: the Bot API's attach:// prefix, followed by the name of a multipart field, no network host)
	attachFile = `attach://` // lookalike

	botPathPrefix = "/bot"
)

// NamedReader is a reader with a name.
type NamedReader interface {
	io.Reader
	Name() string
}

// InputFile is a file to send: an ID, a URL or a file to upload.
type InputFile struct {
	File       NamedReader
	FileID     string
	URL        string
	needAttach bool
}

// MarshalJSON return JSON representation of InputFile
func (i InputFile) MarshalJSON() ([]byte, error) {
	if i.FileID != "" {
		return json.Marshal(i.FileID)
	}

	if i.URL != "" {
		return json.Marshal(i.URL)
	}

	if i.File != nil {
		if i.needAttach {
			return json.Marshal(attachFile + i.File.Name())
		}
		return []byte(`""`), nil
	}

	return nil, errors.New("telego: file ID, URL and file are empty")
}
