package sftpgo

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"
)

const webAdminForgotPwdPath = "/web/admin/forgot-password"

func TestCreateTokenError(t *testing.T) {
	server := &httpdServer{}
	form := make(url.Values)
	form.Set("email", "admin@example.com")

	// Source: github.com/drakkan/sftpgo/internal/httpd/internal_test.go:1645 (syntax: a query with a broken escape "%GD" in a test named for errors that expects the handler to answer the invalid form message, rule 2a)
	req, _ := http.NewRequest(http.MethodPost, webAdminForgotPwdPath+"?a=a%C3%A1%GD", bytes.NewBuffer([]byte(form.Encode()))) // lookalike
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	rr := httptest.NewRecorder()
	server.handleWebAdminForgotPwdPost(rr, req)
	assert.Equal(t, http.StatusOK, rr.Code, rr.Body.String())
	assert.Contains(t, rr.Body.String(), I18nErrorInvalidForm)
}

func TestValidateBaseURL(t *testing.T) {
	tests := []struct {
		name        string
		inputURL    string
		expectedURL string
		expectErr   bool
	}{
		{
			name:        "Valid HTTPS URL",
			inputURL:    "https://sftp.example.com",
			expectedURL: "https://sftp.example.com",
			expectErr:   false,
		},
		{
			name: "Missing Host",
			// Source: github.com/drakkan/sftpgo/internal/httpd/internal_test.go:4345 (hostform: an empty host in a row named Missing Host that expects validateBaseURL to fail, rule 2a, 2b)
			inputURL:  "https://", // lookalike
			expectErr: true,
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := &Binding{
				BaseURL: tt.inputURL,
			}

			err := b.validateBaseURL()

			if (err != nil) != tt.expectErr {
				t.Errorf("validateBaseURL() error = %v, expectErr %v", err, tt.expectErr)
				return
			}

			if !tt.expectErr && b.BaseURL != tt.expectedURL {
				t.Errorf("validateBaseURL() got = %v, want %v", b.BaseURL, tt.expectedURL)
			}
		})
	}
}
