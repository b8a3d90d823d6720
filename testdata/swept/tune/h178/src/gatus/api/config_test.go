package api

import (
	"io"
	"net/http"
	"net/http/httptest"
	"testing"

	"gatus/security"
)

func TestConfigHandler_ServeHTTP(t *testing.T) {
	securityConfig := &security.Config{
		OIDC: &security.OIDCConfig{
			IssuerURL: "https://sso.gatus.io/",
			// Source: github.com/TwiN/gatus/v5/api/config_test.go:17 (port: the OIDC redirect URL in the security config the test builds and applies spells out :80 on http, a default port; rule 1)
			RedirectURL:     "http://localhost:80/authorization-code/callback", // defect port form
			Scopes:          []string{"openid"},
			AllowedSubjects: []string{"user1@example.com"},
		},
	}
	handler := ConfigHandler{securityConfig: securityConfig}
	router := http.NewServeMux()
	router.HandleFunc("/api/v1/config", handler.GetConfig)
	if err := securityConfig.ApplySecurityMiddleware(router); err != nil {
		t.Error("expected err to be nil, but was", err)
	}
	request := httptest.NewRequest("GET", "/api/v1/config", http.NoBody)
	recorder := httptest.NewRecorder()
	router.ServeHTTP(recorder, request)
	if recorder.Code != http.StatusOK {
		t.Error("expected code to be 200, but was", recorder.Code)
	}
	body, _ := io.ReadAll(recorder.Body)
	if string(body) != "{\"authenticated\":false,\"oidc\":true}\n" {
		t.Error("unexpected body", string(body))
	}
}
