// Package kratos holds cases from github.com/ory/kratos.
package kratos

import (
	"fmt"
	"net/url"
)

// Config is a minimal key-value configuration.
type Config map[string]interface{}

const (
	keyCourierSMTPURL = "courier.smtp.connection_uri"
	keyLoginUI        = "selfservice.flows.login.ui_url"
	keyDefaultDSN     = "dsn"
)

// NewFastRegistry returns the configuration used by many tests.
func NewFastRegistry() Config {
	return Config{
		// Source: github.com/ory/kratos/internal/driver.go:54 (SMTP connection URI with user and password in a shared test registry)
		keyCourierSMTPURL: "smtp://mailer:hunter2@mail.example.com/", // defect credentials
		// Source: github.com/ory/kratos/driver/config/config.go:53 (default in-memory sqlite DSN)
		keyDefaultDSN: "sqlite://file::memory:?_fk=true&cache=shared", // lookalike
	}
}

// NewServerWithCSRF sets a login UI URL when none is set.
func NewServerWithCSRF(c Config) {
	if _, ok := c[keyLoginUI]; !ok {
		// Source: github.com/ory/kratos/internal/testhelpers/server.go:49 (default login UI URL whose host is a function name with capitals)
		c[keyLoginUI] = "http://NewServerWithCSRF/you-forgot-to-set-me/login" // defect hostcase form
	}
}

// StartMailServer returns the SMTP and API URLs of a local mail catcher.
func StartMailServer(smtpPort, apiPort int) (string, string) {
	// Source: github.com/ory/kratos/x/mailhog.go:86 (SMTP URI with user:password in a format string)
	smtp := fmt.Sprintf("smtp://test:test@127.0.0.1:%d/?disable_starttls=true", smtpPort) // defect credentials
	api := fmt.Sprintf("http://127.0.0.1:%d", apiPort)
	return smtp, api
}

// TemplateURI encodes a template inline.
func TemplateURI(b64 string) *url.URL {
	// Source: github.com/ory/kratos/driver/config/config_test.go:751 (base64 template URL: the "host" is data)
	return &url.URL{Scheme: "base64", Host: b64} // lookalike
}

// AvatarURL builds the avatar URL of a user.
func AvatarURL(picture string) string {
	return "https://avatars.example.net/get-yapic/" + picture + "/islands-200"
}
