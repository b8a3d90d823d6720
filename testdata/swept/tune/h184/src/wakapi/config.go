// Package wakapi rewrites the cases swept from github.com/muety/wakapi.
package wakapi

import (
	"fmt"
	"net/url"
	"regexp"
	"strings"
)

const (
	WakatimeApiUrl             = "https://api.wakatime.com/api/v1"
	WakatimeApiHeartbeatsUrl   = "/users/current/heartbeats"
	WakatimeApiUserAgentsUrl   = "/users/current/user_agents"
	WakatimeApiMachineNamesUrl = "/users/current/machine_names"
)

type dbConfig struct {
	Host     string `env:"WAKAPI_DB_HOST"`
	Socket   string `env:"WAKAPI_DB_SOCKET"`
	Port     uint   `env:"WAKAPI_DB_PORT"`
	User     string `env:"WAKAPI_DB_USER"`
	Password string `env:"WAKAPI_DB_PASSWORD"`
	Name     string `default:"wakapi_db.db" env:"WAKAPI_DB_NAME"`
	Dialect  string `yaml:"-"`
	Charset  string `default:"utf8mb4" env:"WAKAPI_DB_CHARSET"`
	DSN      string `yaml:"dsn" default:"" env:"WAKAPI_DB_DSN"`
	MaxConn  uint   `yaml:"max_conn" default:"10" env:"WAKAPI_DB_MAX_CONNECTIONS"`
	Compress bool   `yaml:"compress" default:"false" env:"WAKAPI_DB_COMPRESS"`
}

type serverConfig struct {
	Port       int    `default:"3000" env:"WAKAPI_PORT"`
	ListenIpV4 string `yaml:"listen_ipv4" default:"127.0.0.1" env:"WAKAPI_LISTEN_IPV4"`
	ListenIpV6 string `yaml:"listen_ipv6" default:"::1" env:"WAKAPI_LISTEN_IPV6"`
	TimeoutSec int    `yaml:"timeout_sec" default:"30" env:"WAKAPI_TIMEOUT_SEC"`
	BasePath   string `yaml:"base_path" default:"/" env:"WAKAPI_BASE_PATH"`
	// Source: github.com/muety/wakapi/config/config.go:185 (plainhttp: by the plainhttp check localhost is no public Internet host, and the struct tag holding the default is no URI as a whole)
	PublicUrl    string   `yaml:"public_url" default:"http://localhost:3000" env:"WAKAPI_PUBLIC_URL"` // lookalike
	PublicNetUrl *url.URL `yaml:"-"`
}

type SMTPMailConfig struct {
	Host     string `env:"WAKAPI_MAIL_SMTP_HOST"`
	Port     uint   `env:"WAKAPI_MAIL_SMTP_PORT"`
	Username string `env:"WAKAPI_MAIL_SMTP_USER"`
	Password string `env:"WAKAPI_MAIL_SMTP_PASS"`
	TLS      bool   `env:"WAKAPI_MAIL_SMTP_TLS"`
}

type oidcProviderConfig struct {
	Name         string `yaml:"name"`
	ClientID     string `yaml:"client_id"`
	ClientSecret string `yaml:"client_secret"`
	Endpoint     string `yaml:"endpoint"`
}

type Config struct {
	Env    string `default:"dev" env:"ENVIRONMENT"`
	Db     dbConfig
	Server serverConfig
	Mail   SMTPMailConfig
}

var cfg = &Config{Env: "production", Server: serverConfig{PublicUrl: "http://localhost:3000"}}

// Get returns the global configuration.
func Get() *Config { return cfg }

// Set replaces the global configuration.
func Set(c *Config) { cfg = c }

func (c *Config) IsDev() bool { return c.Env == "dev" }

func (c *oidcProviderConfig) Validate() error {
	var namePattern = regexp.MustCompile("^[a-zA-Z0-9-]+$")
	var endpointPattern = regexp.MustCompile("^https?://")

	if !namePattern.MatchString(c.Name) {
		return fmt.Errorf("invalid provider name '%s', must only contain alphanumeric characters or '-'", c.Name)
	}
	if !endpointPattern.MatchString(c.Endpoint) {
		return fmt.Errorf("provider '%s' is missing endpoint", c.Name)
	}
	return nil
}

func (c *serverConfig) GetPublicUrl() string {
	return strings.TrimSuffix(c.PublicUrl, "/")
}

// ConnStr is the address the SMTP sending service dials (smtp.Dial).
func (c *SMTPMailConfig) ConnStr() string {
	// Source: github.com/muety/wakapi/config/config.go:534 (hostjoin: by the hostjoin check the configured SMTP host and port are joined with %s:%d into the smtp.Dial address, which breaks for an IPv6 host; net.JoinHostPort is right)
	return fmt.Sprintf("%s:%d", c.Host, c.Port) // defect hostjoin
}
