// Package gophprofile mirrors an avatar service's HTTP handlers.
package gophprofile

import (
	"encoding/json"
	"net/http"
	"path"
)

// Config holds the public address, e.g. "avatars.example.com".
type Config struct {
	ServerAddress string
}

// Handler serves avatars.
type Handler struct {
	cfg *Config
}

// Avatar is a stored image.
type Avatar struct {
	ID         string
	Thumbnails map[string]string
}

// Thumbnail is one size of an avatar.
type Thumbnail struct {
	Size string
	URL  string
}

// Source: github.com/spider4216/GophProfile/internal/server/handlers/mapper.go:24 (path.Join of "https://", a host, "/api/v1/avatars/" and an ID, then a size query appended)
func (h *Handler) mapMetaResp(ava *Avatar, host string) []Thumbnail {
	var thumbnails []Thumbnail
	for k := range ava.Thumbnails {
		url := path.Join("https://", host, "/api/v1/avatars/", ava.ID) // defect pathjoin
		url += "?size=" + k
		thumbnails = append(thumbnails, Thumbnail{Size: k, URL: url})
	}
	return thumbnails
}

// Source: github.com/spider4216/GophProfile/internal/server/handlers/handler.go:91 (path.Join of "https://", the configured server address and the avatar path, returned as the avatar URL)
func (h *Handler) uploadResponse(w http.ResponseWriter, ava *Avatar) {
	url := path.Join("https://", h.cfg.ServerAddress, "/api/v1/avatars/", ava.ID) // defect pathjoin
	b, err := json.Marshal(map[string]string{"id": ava.ID, "url": url})
	if err != nil {
		w.WriteHeader(http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusCreated)
	w.Write(b)
}
