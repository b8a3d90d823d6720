package crowdsec

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"
)

// S3Source reads S3 objects; its DSN is s3://BUCKET/PREFIX?params, split by hand.
type S3Source struct {
	BucketName string
	Prefix     string
	Key        string
}

func (s *S3Source) GetName() string { return "s3" }

func (s *S3Source) ConfigureByDSN(_ context.Context, dsn string, _ map[string]string, _ string) error {
	// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/s3/config.go:198 (sink: a bare scheme prefix only compared with strings.HasPrefix, no URI use, by the rule that a value only compared, searched for or printed is no URI use)
	if !strings.HasPrefix(dsn, "s3://") { // lookalike
		// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/s3/config.go:199 (sink: the required prefix named inside an error message, prose by rule 4; uniform sample 9 of 23 such DSN error messages)
		return fmt.Errorf("invalid DSN %s for S3 source, must start with s3://", dsn) // lookalike
	}

	// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/s3/config.go:208 (sink: a bare scheme prefix stripped with strings.TrimPrefix, no URI use, by the rule that a value only compared, searched for or printed is no URI use)
	dsn = strings.TrimPrefix(dsn, "s3://") // lookalike
	args := strings.Split(dsn, "?")
	if args[0] == "" {
		return errors.New("empty s3 DSN")
	}
	if len(args) == 2 && args[1] != "" {
		if _, err := url.ParseQuery(args[1]); err != nil {
			return fmt.Errorf("could not parse s3 args: %w", err)
		}
	}

	pathParts := strings.Split(args[0], "/")
	s.BucketName = pathParts[0]
	if strings.HasSuffix(args[0], "/") {
		s.Prefix = strings.Join(pathParts[1:], "/")
	} else {
		s.Key = strings.Join(pathParts[1:], "/")
	}
	return nil
}
