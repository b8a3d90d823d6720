package tesseract

import (
	"flag"
	"strings"
)

type multiStringFlag []string

func (m *multiStringFlag) String() string     { return strings.Join(*m, ",") }
func (m *multiStringFlag) Set(v string) error { *m = append(*m, v); return nil }

var (
	logURL      multiStringFlag
	writeLogURL multiStringFlag
)

func init() {
	// Source: github.com/transparency-dev/tesseract/internal/hammer/hammer.go:58 (syntax: flag usage text shown to users with an example URL inside the prose, rule 4.)
	flag.Var(&logURL, "log_url", "Log storage root URL (can be specified multiple times), e.g. https://log.server/and/path/") // lookalike
	// Source: github.com/transparency-dev/tesseract/internal/hammer/hammer.go:59 (syntax: flag usage text shown to users with an example URL inside the prose, rule 4.)
	flag.Var(&writeLogURL, "write_log_url", "Root URL for writing to a log (can be specified multiple times), e.g. https://log.server/and/path/ (optional, defaults to log_url)") // lookalike
}
