package kratos

import (
	"net/url"
	"strings"
)

func parseTarget(endpoint string) (address string, err error) {
	var u *url.URL
	u, err = url.Parse(endpoint)
	if err != nil {
		if u, err = url.Parse("http://" + endpoint); err != nil {
			return "", err
		}
		return u.Host, nil
	}
	if len(u.Path) > 1 {
		return strings.TrimPrefix(u.Path, "/"), nil
	}
	return endpoint, nil
}
