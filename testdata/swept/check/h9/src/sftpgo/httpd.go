package sftpgo

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

func (b *Binding) validateBaseURL() error {
	if b.BaseURL == "" {
		return nil
	}
	u, err := url.ParseRequestURI(b.BaseURL)
	if err != nil {
		return err
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return fmt.Errorf("invalid base URL schema %s", b.BaseURL)
	}
	if u.Host == "" {
		return fmt.Errorf("invalid base URL host %s", b.BaseURL)
	}
	b.BaseURL = strings.TrimRight(u.String(), "/")
	return nil
}

// I18nErrorInvalidForm is the message key of an invalid form.
const I18nErrorInvalidForm = "general.invalid_form"

type httpdServer struct{}

func (s *httpdServer) handleWebAdminForgotPwdPost(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		w.WriteHeader(http.StatusOK)
		fmt.Fprint(w, I18nErrorInvalidForm)
		return
	}
	w.WriteHeader(http.StatusOK)
}
