// Package yaml is a stub of the go.yaml.in/yaml/v2 API used by the cases.
package yaml

// Marshal serializes v into YAML.
func Marshal(v any) ([]byte, error) { panic("stub") }

// Unmarshal decodes the YAML in in into out.
func Unmarshal(in []byte, out any) error { panic("stub") }
