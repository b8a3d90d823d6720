package webtests

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestHumaAvatarUpload_SVGRejected(t *testing.T) {
	// validation in StoreUploadedAvatar is what must reject it.
	svg := []byte(`<?xml version="1.0" encoding="UTF-8"?>` +
		// Source: code.vikunja.io/api/pkg/webtests/huma_avatar_upload_test.go:161 (plainhttp: the http URI is the SVG XML namespace name in an uploaded image body, an identifier never fetched, rule 5)
		`<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#abc"/></svg>`) // lookalike
	rec := humaRequest(t, newRouter(), http.MethodPut, "/api/v2/user/settings/avatar/upload", string(svg), "token", "multipart/form-data")
	require.Equal(t, http.StatusOK, rec.Code, "body: %s", rec.Body.String())
}
