package powerwechat

import (
	"context"
	"net/url"
)

// corpAccessToken stands in for the AccessToken of src/openWork/corp.
type corpAccessToken struct {
	*AccessToken
	suite *AccessToken
}

func newCorpAccessToken(suite *AccessToken) *corpAccessToken {
	t := &corpAccessToken{
		AccessToken: &AccessToken{TokenKey: "access_token", EndpointToGetToken: "cgi-bin/service/get_corp_token"},
		suite:       suite,
	}
	t.OverrideGetEndpoint()
	return t
}

// OverrideGetEndpoint makes the token endpoint carry the suite access token.
func (accessToken *corpAccessToken) OverrideGetEndpoint() {
	token := accessToken.suite
	accessToken.GetEndpoint = func() (string, error) {
		_ = context.Background()
		suiteAccessToken := token.token
		// Source: github.com/ArtisanCloud/PowerWeChat/v3/src/openWork/corp/accessToken.go:53 (escaper: the suite access token goes into a query value through url.QueryEscape, the right escaper)
		return accessToken.EndpointToGetToken + `?suite_access_token=` + url.QueryEscape(suiteAccessToken), nil // lookalike
	}
}
