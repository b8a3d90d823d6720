// Package yaml is a stub of gopkg.in/yaml.v2.
package yaml

// Unmarshal decodes YAML into out.
func Unmarshal(in []byte, out interface{}) error { return nil }
