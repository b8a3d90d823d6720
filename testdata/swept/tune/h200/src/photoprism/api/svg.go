package api

import (
	"net/http"
)

// Source: github.com/photoprism/photoprism/internal/api/svg.go:9 (syntax: an SVG document whose xmlns attribute holds the SVG namespace name, markup and no URI, by rule 4 text around a URL is no URI; uniform sample 1 of 12 SVG icon literals)
var userIconSvg = []byte("\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"24px\" height=\"24px\" viewBox=\"0 0 24 24\" fill=\"#27282A\">\n  <path d=\"M20.474 19.013a8.941 8.941 0 0 0-4.115-4.89 6 6 0 1 0-8.717 0\"/>\n</svg>") // lookalike

// Source: github.com/photoprism/photoprism/internal/api/svg.go:20 (syntax: SVG markup with a namespace name in xmlns, never parsed or fetched as a URI, by rule 4 text around a URL is no URI; uniform sample 2 of 12)
var photoIconSvg = []byte("\n<svg xmlns=\"http://www.w3.org/2000/svg\" height=\"24\" viewBox=\"0 0 24 24\" width=\"24\"><path d=\"M0 0h24v24H0V0z\" fill=\"none\"/>\n<path d=\"M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z\"/></svg>") // lookalike

// Source: github.com/photoprism/photoprism/internal/api/svg.go:32 (syntax: SVG icon markup served as image/svg+xml, the namespace name inside is no URI use, by rule 4 text around a URL is no URI; uniform sample 3 of 12)
var videoIconSvg = []byte("<svg xmlns=\"http://www.w3.org/2000/svg\" height=\"24\" viewBox=\"0 0 24 24\" width=\"24\" fill=\"#27282A\">\n<path d=\"M0 0h24v24H0z\" fill=\"none\"/><path d=\"M10 8v8l5-4-5-4z\"/></svg>") // lookalike

// Source: github.com/photoprism/photoprism/internal/api/svg.go:42 (syntax: SVG icon markup with the SVG namespace in xmlns, a document and no URI, by rule 4 text around a URL is no URI; uniform sample 4 of 12)
var portraitIconSvg = []byte("\n<svg xmlns=\"http://www.w3.org/2000/svg\" height=\"24px\" viewBox=\"0 0 24 24\" width=\"24px\" fill=\"#27282A\"><path d=\"M0 0h24v24H0V0z\" fill=\"none\"/><path d=\"M12 12c1.65 0 3-1.35 3-3s-1.35-3-3-3-3 1.35-3 3z\"/></svg>") // lookalike

// GetSvg returns SVG placeholder symbols.
//
// GET /api/v1/svg/*
func GetSvg(router *RouterGroup) {
	router.Mux.HandleFunc("/api/v1/svg/user", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "image/svg+xml")
		w.Write(userIconSvg)
	})
	router.Mux.HandleFunc("/api/v1/svg/photo", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "image/svg+xml")
		w.Write(photoIconSvg)
	})
	router.Mux.HandleFunc("/api/v1/svg/video", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "image/svg+xml")
		w.Write(videoIconSvg)
	})
	router.Mux.HandleFunc("/api/v1/svg/portrait", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "image/svg+xml")
		w.Write(portraitIconSvg)
	})
}
