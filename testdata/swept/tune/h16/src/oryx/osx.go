package oryx

import (
	"encoding/base64"
	"errors"
	"net/url"
	"os"
	"strings"
)

// ReadFileFromAllSources reads a file from base64, http, https, and file sources.
func ReadFileFromAllSources(source string) (bytes []byte, err error) {
	if strings.HasPrefix(source, "base64://") {
		return base64.RawStdEncoding.DecodeString(strings.TrimRight(strings.TrimPrefix(source, "base64://"), "="))
	}
	u, err := url.Parse(source)
	if err != nil {
		return nil, err
	}
	switch u.Scheme {
	case "file", "":
		return os.ReadFile(u.Host + u.Path)
	}
	return nil, errors.New("unsupported source")
}
