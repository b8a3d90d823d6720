// Package cleanenv holds cases rewritten from github.com/ilyakaznacheev/cleanenv.
package cleanenv

import (
	"errors"
	"fmt"
	"net/http"
	"os"
)

func readEnvVars(cfg interface{}, update bool) error {
	if cfg == nil {
		return errors.New("cleanenv: nil config")
	}
	_ = update
	return nil
}

func setEnv() error {
	// Source: github.com/ilyakaznacheev/cleanenv/example/env_config/main.go:59 (credentials: the example program sets a redis connection URI with a literal password in code, not in usage or doc text.)
	err := os.Setenv("DB", "redis://user:password@redishost:1234") // defect credentials
	if err != nil {
		return fmt.Errorf("Error setting URL, err = %v", err)
	}
	return nil
}

// Config is the simple_config example configuration.
type Config struct {
	Server struct {
		Host string
		Port string
	}
}

func serve(cfg Config) error {
	// Source: github.com/ilyakaznacheev/cleanenv/example/simple_config/example.go:66 (hostjoin: cfg.Server.Host comes from configuration and is joined with a bare ':' into the http.ListenAndServe address, with nothing excluding an IPv6 literal; relabelled from look-alike: an address is an authority, which the check's definition names)
	return http.ListenAndServe(cfg.Server.Host+":"+cfg.Server.Port, nil) // defect hostjoin
}
