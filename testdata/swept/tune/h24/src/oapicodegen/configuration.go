// Package oapicodegen holds the cases of github.com/oapi-codegen/oapi-codegen.
package oapicodegen

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
)

// GenerateOptions says what to generate.
type GenerateOptions struct {
	Models bool
}

// Configuration configures the code generator.
type Configuration struct {
	PackageName string
	Generate    GenerateOptions
	// AllowRemoteRefsFrom lists the remote documents that external $refs in
	// the spec may point at, or "*".
	AllowRemoteRefsFrom []string `yaml:"allow-remote-refs-from,omitempty"`
}

// Validate checks the configuration.
func (o Configuration) Validate() error {
	if o.PackageName == "" {
		return errors.New("package name must be specified")
	}
	for _, entry := range o.AllowRemoteRefsFrom {
		entry = strings.TrimSpace(entry)
		if entry == "*" {
			continue
		}
		u, err := url.Parse(entry)
		if err != nil || u.Scheme == "" || u.Host == "" || u.Fragment != "" {
			return fmt.Errorf("allow-remote-refs-from: %q is not the URL of a document", entry)
		}
	}
	return nil
}
