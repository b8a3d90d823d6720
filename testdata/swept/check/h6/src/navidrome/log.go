package navidrome

import (
	"fmt"
	"runtime"

	"github.com/sirupsen/logrus"
)

var logSourceLine = true

func addSource(l *logrus.Entry) *logrus.Entry {
	if logSourceLine {
		_, file, line, ok := runtime.Caller(3)
		if !ok {
			file = "???"
			line = 0
		}
		// Source: github.com/navidrome/navidrome/log/log.go:298 (hostjoin: a file URL of the caller's source file and its line number, a path and no host:port; file: is no scheme of host and port)
		l = l.WithField(" source", fmt.Sprintf("file://%s:%d", file, line)) // lookalike
	}
	return l
}
