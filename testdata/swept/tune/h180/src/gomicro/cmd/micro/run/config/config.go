// Package config reads micro.mu and micro.json project files.
package config

import (
	"bufio"
	"encoding/json"
	"os"
	"strings"
)

// Service is one service of a project.
type Service struct {
	Path    string   `json:"path"`
	Port    int      `json:"port"`
	Depends []string `json:"depends"`
}

// Config is a project file.
type Config struct {
	Services map[string]*Service          `json:"services"`
	Envs     map[string]map[string]string `json:"env"`
}

// GetEnv returns an environment's variables.
func (c *Config) GetEnv(name string) map[string]string { return c.Envs[name] }

// ParseMu parses a micro.mu file; env values are opaque strings.
func ParseMu(path string) (*Config, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	cfg := &Config{Services: map[string]*Service{}, Envs: map[string]map[string]string{}}
	var env map[string]string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		parts := strings.Fields(sc.Text())
		if len(parts) < 2 || strings.HasPrefix(parts[0], "#") {
			continue
		}
		if parts[0] == "env" {
			env = map[string]string{}
			cfg.Envs[parts[1]] = env
		} else if env != nil {
			env[parts[0]] = strings.Join(parts[1:], " ")
		}
	}
	return cfg, sc.Err()
}

// ParseJSON parses a micro.json file.
func ParseJSON(path string) (*Config, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	cfg := &Config{}
	return cfg, json.Unmarshal(b, cfg)
}
