package tektoncli

// Rewritten from github.com/tektoncd/cli/pkg/cmd/bundle/push.go and
// github.com/tektoncd/cli/pkg/params/mergeparams.go: --annotate values are
// key=value pairs split at the first "=" with spaces trimmed.

import (
	"errors"
	"strings"
)

const invalidParam = "invalid input format for param parameter: "

// ParseParams splits key=value pairs.
func ParseParams(params []string) (map[string]string, error) {
	parsedParams := make(map[string]string)
	for _, p := range params {
		r := strings.SplitN(p, "=", 2)
		if len(r) != 2 {
			return nil, errors.New(invalidParam + p)
		}
		key := strings.TrimSpace(r[0])
		val := strings.TrimSpace(r[1])
		if key == "" {
			return nil, errors.New(invalidParam + p)
		}
		parsedParams[key] = val
	}
	return parsedParams, nil
}

type pushOptions struct {
	annotationParams []string
	annotations      map[string]string
}

func (p *pushOptions) parseArgsAndFlags() error {
	var err error
	p.annotations, err = ParseParams(p.annotationParams)
	return err
}
