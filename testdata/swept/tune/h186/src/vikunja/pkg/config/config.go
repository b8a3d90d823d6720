// Package config rewrites the cases of code.vikunja.io/api/pkg/config.
package config

import (
	"log"
	"net/url"
	"strings"
)

// Key is a configuration key with a default value.
type Key string

var defaults = map[Key]interface{}{}
var values = map[Key]interface{}{}

func (k Key) setDefault(v interface{}) { defaults[k] = v }

// Set sets the value of the key.
func (k Key) Set(v interface{}) { values[k] = v }

// GetString returns the value of the key as a string.
func (k Key) GetString() string {
	if v, ok := values[k].(string); ok {
		return v
	}
	s, _ := defaults[k].(string)
	return s
}

// The configuration keys used here.
const (
	SentryDsn                   Key = `sentry.dsn`
	SentryFrontendDsn           Key = `sentry.frontenddsn`
	CorsOrigins                 Key = `cors.origins`
	ServicePublicURL            Key = `service.publicurl`
	MigrationTodoistRedirectURL Key = `migration.todoist.redirecturl`
)

// InitDefaultConfig sets the default values of the configuration.
func InitDefaultConfig() {
	// Sentry
	// Source: code.vikunja.io/api/pkg/config/config.go:379 (credentials: a Sentry DSN whose userinfo is only the public project key with no password part, no secret in the userinfo)
	SentryDsn.setDefault("https://440eedc957d545a795c17bbaf477497c@o1047380.ingest.sentry.io/4504254983634944") // lookalike
	// Source: code.vikunja.io/api/pkg/config/config.go:380 (credentials: the frontend Sentry DSN, again a public key as user with no password, no secret in the userinfo)
	SentryFrontendDsn.setDefault("https://85694a2d757547cbbc90cd4b55c5a18d@o1047380.ingest.sentry.io/6024480") // lookalike
	// Cors
	CorsOrigins.setDefault([]string{
		// Source: code.vikunja.io/api/pkg/config/config.go:469 (port: a CORS origin pattern whose :* is a wildcard the origin matcher in routes expands to any port, a pattern for a matcher and not a URI, rule 2c)
		"http://127.0.0.1:*", // lookalike
		// Source: code.vikunja.io/api/pkg/config/config.go:469 (port: the same wildcard-port CORS origin pattern for localhost, read only by the origin matcher, rule 2c)
		"http://localhost:*", // lookalike
	})
}

// validatePublicURL checks and normalises service.publicurl.
func validatePublicURL() {
	if ServicePublicURL.GetString() != "" {
		if !strings.HasSuffix(ServicePublicURL.GetString(), "/") {
			ServicePublicURL.Set(ServicePublicURL.GetString() + "/")
		}
		parsed, err := url.Parse(ServicePublicURL.GetString())
		if err != nil {
			log.Fatalf("Could not parse publicurl: %s", err)
		}
		if parsed.Scheme != "http" && parsed.Scheme != "https" {
			// Source: code.vikunja.io/api/pkg/config/config.go:720 (syntax: the scheme names http:// and https:// inside a fatal error sentence, prose by rule 4)
			log.Fatalf("service.publicurl must include http:// or https:// scheme, got: %s", ServicePublicURL.GetString()) // lookalike
		}
	}
	if MigrationTodoistRedirectURL.GetString() == "" {
		MigrationTodoistRedirectURL.Set(ServicePublicURL.GetString() + "migrate/todoist")
	}
}
