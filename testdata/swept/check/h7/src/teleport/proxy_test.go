package teleport

import (
	"fmt"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestGetProxyAddress(t *testing.T) {
	type env struct {
		name string
		val  string
	}
	var tests = []struct {
		info       string
		env        []env
		proxyAddr  string
		targetAddr string
	}{
		{
			info:       "valid, correct full url",
			env:        []env{{name: "https_proxy", val: "https://proxy:1234"}},
			proxyAddr:  "proxy:1234",
			targetAddr: "192.168.1.1:3030",
		},
	}

	// used to augment test cases with auth credentials
	authTests := []struct {
		info     string
		user     string
		password string
	}{
		{info: "no credentials", user: "", password: ""},
		{info: "plain password", user: "alice", password: "password"},
	}

	for i, tt := range tests {
		for j, authTest := range authTests {
			t.Run(fmt.Sprintf("%v %v: %v with %v", i, j, tt.info, authTest.info), func(t *testing.T) {
				for _, env := range tt.env {
					val, err := buildProxyAddr(env.val, authTest.user, authTest.password)
					require.NoError(t, err)
					t.Setenv(env.name, val)
				}
				p := GetProxyURL(tt.targetAddr)
				require.NotNil(t, p)
				require.Equal(t, tt.proxyAddr, p.Host)
				if authTest.user == "" && authTest.password == "" {
					return
				}
				require.Equal(t, authTest.user, p.User.Username())
				password, _ := p.User.Password()
				require.Equal(t, authTest.password, password)
			})
		}
	}
}

func buildProxyAddr(addr, user, pass string) (string, error) {
	if user == "" && pass == "" {
		return addr, nil
	}
	// Source: github.com/gravitational/teleport/api/client/proxy/proxy_test.go:164 (credentials: the password is a parameter, the rows' password fields that the test compares with what the proxy URL gives back, no constant in the userinfo; rule 2c)
	userInfo := url.UserPassword(user, pass) // lookalike
	if strings.HasPrefix(addr, "http") {
		u, err := url.Parse(addr)
		if err != nil {
			return "", err
		}
		u.User = userInfo
		return u.String(), nil
	}
	return fmt.Sprintf("%v@%v", userInfo.String(), addr), nil
}
