package webtests

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func humaRequest(t *testing.T, e http.Handler, method, path, body, token, contentType string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	if contentType == "" {
		contentType = "application/json"
	}
	req.Header.Set("Content-Type", contentType)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	rec := httptest.NewRecorder()
	e.ServeHTTP(rec, req)
	return rec
}

func (h *webHandlerTestV2) testCreateWithUser(body string) (*httptest.ResponseRecorder, error) {
	req := httptest.NewRequest(http.MethodPut, h.basePath, strings.NewReader(body))
	rec := httptest.NewRecorder()
	newRouter().ServeHTTP(rec, req)
	return rec, nil
}

func (h *webHandlerTestV2) testUpdateWithUser(urlParams map[string]string, body string) (*httptest.ResponseRecorder, error) {
	req := httptest.NewRequest(http.MethodPost, h.buildPath(urlParams, nil), strings.NewReader(body))
	rec := httptest.NewRecorder()
	newRouter().ServeHTTP(rec, req)
	return rec, nil
}
