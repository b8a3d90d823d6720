package reproxy

import (
	"fmt"
	"regexp"
	"strings"
)

// Static provider, rules are server,source_url,destination[,ping]
type Static struct {
	Rules []string
}

// List all src dst pairs
func (s *Static) List() (res []URLMapper, err error) {
	for _, r := range s.Rules {
		elems := strings.Split(r, ",")
		if len(elems) < 3 {
			return nil, fmt.Errorf("invalid rule %q", r)
		}
		pingURL := ""
		if len(elems) >= 4 {
			pingURL = strings.TrimSpace(elems[3])
		}
		rx, err := regexp.Compile(strings.TrimSpace(elems[1]))
		if err != nil {
			return nil, fmt.Errorf("can't parse regex %s: %w", elems[1], err)
		}
		res = append(res, URLMapper{Server: strings.TrimSpace(elems[0]), SrcMatch: *rx,
			Dst: strings.TrimSpace(elems[2]), PingURL: pingURL, ProviderID: PIStatic, MatchType: MTProxy})
	}
	return res, nil
}
