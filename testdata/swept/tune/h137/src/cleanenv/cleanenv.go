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
	// Source: github.com/ilyakaznacheev/cleanenv/example/simple_config/example.go:66 (hostjoin: host and port are joined with a colon as the listen address for http.ListenAndServe, not into a URI.)
	return http.ListenAndServe(cfg.Server.Host+":"+cfg.Server.Port, nil) // lookalike
}
