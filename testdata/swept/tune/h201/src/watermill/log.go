package watermill

import (
	"fmt"
	"log"
	"os"
	"sort"
	"strings"
)

// LogFields is the logger's fields.
type LogFields map[string]interface{}

// StdLoggerAdapter is a logger implementation, which sends all logs to provided standard output.
type StdLoggerAdapter struct {
	logger *log.Logger
	fields LogFields
}

// NewStdLogger creates a logger writing to stderr.
func NewStdLogger() *StdLoggerAdapter {
	return &StdLoggerAdapter{logger: log.New(os.Stderr, "[watermill] ", log.LstdFlags), fields: LogFields{}}
}

func (l *StdLoggerAdapter) log(level string, msg string, fields LogFields) {
	var fieldsStr string

	allFields := LogFields{}
	for k, v := range l.fields {
		allFields[k] = v
	}
	for k, v := range fields {
		allFields[k] = v
	}

	keys := make([]string, 0, len(allFields))
	for field := range allFields {
		keys = append(keys, field)
	}
	sort.Strings(keys)

	for _, key := range keys {
		var valueStr string
		value := allFields[key]

		if stringer, ok := value.(fmt.Stringer); ok {
			valueStr = stringer.String()
		} else {
			valueStr = fmt.Sprintf("%v", value)
		}

		if strings.Contains(valueStr, " ") {
			valueStr = `"` + valueStr + `"`
		}

		// Source: github.com/ThreeDotsLabs/watermill/log.go:146 (escaper: key=value pairs of a log line written to the standard logger, no query string and no URI)
		fieldsStr += key + "=" + valueStr + " " // lookalike
	}

	_ = l.logger.Output(3, fmt.Sprintf("\t"+`level=%s msg="%s" %s`, level, msg, fieldsStr))
}
