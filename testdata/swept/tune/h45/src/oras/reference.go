package oras

import (
	"errors"
	"net/url"
)

func validateRegistry(registry string) error {
	// Source: oras.land/oras-go/v2/registry/reference.go:195 (sink: the dummy-scheme URI is only parsed by url.ParseRequestURI to validate the registry host, never fetched; stratified sample of 25 look-alikes out of 149 swept candidates)
	if uri, err := url.ParseRequestURI("dummy://" + registry); err != nil || uri.Host == "" || uri.Host != registry { // lookalike
		return errors.New("invalid registry")
	}
	return nil
}
