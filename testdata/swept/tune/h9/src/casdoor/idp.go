package casdoor

import (
	"database/sql"
	"fmt"
	"net/http"
	"net/url"
)

// OAuthEndpoint holds the endpoints of an OAuth provider.
type OAuthEndpoint struct {
	AuthURL  string
	TokenURL string
}

func linkedInEndpoint() OAuthEndpoint {
	return OAuthEndpoint{
		AuthURL: "https://www.linkedin.com/oauth/v2/authorization",
		// Source: github.com/casdoor/casdoor/idp/linkedin.go:50 (host "www.linkedIn.com" with an uppercase letter; the normal form is lowercase)
		TokenURL: "https://www.linkedIn.com/oauth/v2/accessToken", // defect hostcase form
	}
}

func getURLRespWithAuthorization(u, token string) (*http.Response, error) {
	req, err := http.NewRequest(http.MethodGet, u, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+token)
	return http.DefaultClient.Do(req)
}

func linkedInUserInfo(token string) error {
	// Source: github.com/casdoor/casdoor/idp/linkedin.go:276 (request URL with host "api.linkedIn.com", not lowercase)
	resp, err := getURLRespWithAuthorization("https://api.linkedIn.com/v2/me?projection=(id,firstName,lastName,profilePicture(displayImage~:playableStreams))", token) // defect hostcase form
	if err != nil {
		return err
	}
	_ = resp.Body.Close()
	// Source: github.com/casdoor/casdoor/idp/linkedin.go:285 (the e-mail request, same uppercase letter in the host)
	resp, err = getURLRespWithAuthorization("https://api.linkedIn.com/v2/emailAddress?q=members&projection=(elements*(handle~))", token) // defect hostcase form
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Adapter is the database the application stores its data in.
type Adapter struct {
	User     string
	Password string
	Host     string
	Port     int
	Database string
}

func (adapter *Adapter) open() (*sql.DB, error) {
	// Source: github.com/casdoor/casdoor/object/adapter.go:169 (the password is written into the userinfo with no escaper, so an '@', ':' or '/' in it breaks the URI; the ':' join of the host is also wrong for IPv6)
	dataSourceName := fmt.Sprintf("sqlserver://%s:%s@%s:%d?database=%s", adapter.User, adapter.Password, adapter.Host, adapter.Port, adapter.Database) // defect escaper
	return sql.Open("sqlserver", dataSourceName)
}

// Syncer copies users from another database.
type Syncer struct {
	User     string
	Password string
	Host     string
	Port     int
	Database string
}

func (s *Syncer) open() (*sql.DB, error) {
	// Source: github.com/casdoor/casdoor/object/syncer_database.go:42 (the same unescaped password in the syncer's connection URI)
	dataSourceName := fmt.Sprintf("sqlserver://%s:%s@%s:%d?database=%s", s.User, s.Password, s.Host, s.Port, s.Database) // defect escaper
	return sql.Open("sqlserver", dataSourceName)
}

func (s *Syncer) weComToken() (*http.Response, error) {
	// Source: github.com/casdoor/casdoor/object/syncer_wecom.go:105 (corp ID and secret go into query values through url.QueryEscape, the right escaper)
	apiUrl := fmt.Sprintf("https://qyapi.weixin.qq.com/cgi-bin/gettoken?corpid=%s&corpsecret=%s", url.QueryEscape(s.User), url.QueryEscape(s.Password)) // lookalike
	return http.Get(apiUrl)
}
