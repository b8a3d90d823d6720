package reproxy

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"
)

// File provider, reads a yaml file with rules; this stand-in only checks timeout and throttle values.
type File struct {
	FileName string
}

// List all src dst pairs
func (f *File) List() ([]URLMapper, error) {
	data, err := os.ReadFile(f.FileName)
	if err != nil {
		return nil, fmt.Errorf("can't read %s: %w", f.FileName, err)
	}
	for _, field := range strings.FieldsFunc(string(data), func(r rune) bool { return r == ',' || r == '{' || r == '}' || r == '\n' }) {
		key, val, ok := strings.Cut(strings.TrimSpace(field), ":")
		if !ok {
			continue
		}
		val = strings.TrimSpace(val)
		switch key {
		case "timeout":
			d, err := time.ParseDuration(val)
			if err != nil {
				return nil, fmt.Errorf("can't parse timeout %s: %w", val, err)
			}
			if d < 0 {
				return nil, fmt.Errorf("timeout must be non-negative, got %s", val)
			}
		case "throttle":
			n, err := strconv.Atoi(val)
			if err != nil || n < 0 {
				return nil, fmt.Errorf("throttle must be non-negative, got %s", val)
			}
		}
	}
	return nil, nil
}
