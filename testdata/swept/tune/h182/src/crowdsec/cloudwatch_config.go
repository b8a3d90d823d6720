package crowdsec

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"
)

// CloudwatchSource reads CloudWatch log streams; its DSN is
// cloudwatch://GROUP:STREAM?params, split by hand, not by url.Parse.
type CloudwatchSource struct {
	GroupName  string
	StreamName string
	AwsProfile string
}

func (s *CloudwatchSource) GetName() string { return "cloudwatch" }

func (s *CloudwatchSource) ConfigureByDSN(_ context.Context, dsn string, _ map[string]string, _ string) error {
	// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/cloudwatch/config.go:203 (sink: the name plus :// is a prefix stripped with strings.TrimPrefix, no URI use, by the rule that a value only compared, searched for or printed is no URI use)
	dsn = strings.TrimPrefix(dsn, s.GetName()+"://") // lookalike

	args := strings.Split(dsn, "?")
	if len(args) != 2 {
		return errors.New("query is mandatory (at least start_date and end_date or backlog)")
	}

	frags := strings.Split(args[0], ":")
	if len(frags) != 2 {
		return errors.New("cloudwatch path must contain group and stream : /my/group/name:stream/name")
	}
	s.GroupName = frags[0]
	s.StreamName = frags[1]

	u, err := url.ParseQuery(args[1])
	if err != nil {
		return fmt.Errorf("while parsing %s: %w", dsn, err)
	}
	for k, v := range u {
		switch k {
		case "log_level":
			if len(v) != 1 || v[0] == "" {
				return fmt.Errorf("unknown level %s: not a valid logrus Level: %s", v[0], v[0])
			}
		case "profile":
			s.AwsProfile = v[0]
		}
	}
	return nil
}
