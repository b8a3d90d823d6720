// Package viper is a minimal stand-in for github.com/spf13/viper.
package viper

var defaults = map[string]interface{}{}

// AutomaticEnv is a no-op stand-in.
func AutomaticEnv() {}

// SetDefault sets the default value for a key.
func SetDefault(key string, value interface{}) { defaults[key] = value }

// GetString returns the value for a key.
func GetString(key string) string {
	s, _ := defaults[key].(string)
	return s
}
