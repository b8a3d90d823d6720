package longhorn

import (
	"fmt"
	"strings"
)

func parseEndpoint(ep string) (string, string, error) {
	// Source: github.com/longhorn/longhorn-manager/csi/server.go:110 (sink: the bare scheme prefix is only searched for with strings.HasPrefix)
	if strings.HasPrefix(strings.ToLower(ep), "unix://") || strings.HasPrefix(strings.ToLower(ep), "tcp://") { // lookalike
		s := strings.SplitN(ep, "://", 2)
		if s[1] != "" {
			return s[0], s[1], nil
		}
	}
	return "", "", fmt.Errorf("invalid endpoint: %v", ep)
}
