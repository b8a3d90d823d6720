// Package envconfig is a stub of github.com/kelseyhightower/envconfig.
package envconfig

func Process(prefix string, spec interface{}) error { return nil }
