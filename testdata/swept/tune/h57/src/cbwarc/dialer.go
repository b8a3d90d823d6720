package cbwarc

import (
	"errors"
	"strings"
)

func warcTargetURI(scheme, target, host string) (string, error) {
	// Source: github.com/CorentinB/warc/dialer.go:422 (hostjoin: the WARC-Target-URI starts as scheme and "://" and gets the Host header value appended whole, which already carries any port and IPv6 brackets.)
	uri := scheme + "://" // lookalike
	if host == "" || target == "" {
		return "", errors.New("unable to parse data necessary for WARC-Target-URI")
	}
	// Source: github.com/CorentinB/warc/dialer.go:489 (hostjoin: the request target is compared with scheme, "://" and the Host header value, an authority that already carries any port and IPv6 brackets.)
	if strings.HasPrefix(target, scheme+"://"+host) { // lookalike
		return target, nil
	}
	return uri + host + target, nil
}

// hostFromHeaderLine reads the Host header the way the dialer does.
func hostFromHeaderLine(line string) string {
	return strings.TrimSuffix(strings.TrimPrefix(line, "Host: "), "\r")
}
