package crowdsec

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"path/filepath"
	"strings"
)

// FileSource reads files; its DSN is file://GLOB?params. The glob after the
// prefix is taken raw (no percent-decoding) and handed to filepath.Glob.
type FileSource struct {
	files []string
}

func (s *FileSource) GetName() string { return "file" }

func (s *FileSource) ConfigureByDSN(_ context.Context, dsn string, _ map[string]string, _ string) error {
	if !strings.HasPrefix(dsn, "file://") {
		// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/file/config.go:153 (sink: the required prefix named inside an error message, prose by rule 4; uniform sample 9 of 23 such DSN error messages)
		return fmt.Errorf("invalid DSN %s for file source, must start with file://", dsn) // lookalike
	}

	dsn = strings.TrimPrefix(dsn, "file://")
	args := strings.Split(dsn, "?")
	if args[0] == "" {
		return errors.New("empty file DSN")
	}

	if len(args) == 2 && args[1] != "" {
		params, err := url.ParseQuery(args[1])
		if err != nil {
			return fmt.Errorf("could not parse file args: %w", err)
		}
		for key, value := range params {
			switch key {
			case "log_level":
				if value[0] != "warn" && value[0] != "info" {
					return fmt.Errorf("unknown level %s: not a valid logrus Level: %q", value[0], value[0])
				}
			default:
				return fmt.Errorf("unknown parameter %s", key)
			}
		}
	}

	files, err := filepath.Glob(args[0])
	if err != nil {
		return err
	}
	s.files = files
	return nil
}
