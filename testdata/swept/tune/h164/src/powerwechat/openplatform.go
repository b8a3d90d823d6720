package powerwechat

import (
	"context"
	"errors"
	"fmt"
)

// OpenPlatform stands in for the application of src/openPlatform.
type OpenPlatform struct {
	config *Config
}

// GetConfig returns the application configuration.
func (app *OpenPlatform) GetConfig() *Config { return app.config }

func (app *OpenPlatform) createPreAuthorizationCode(ctx context.Context) (string, error) {
	return "preauthcode@@@xxx", nil
}

// GetFastRegistrationURL returns the pre-authorization login page url.
// https://developers.weixin.qq.com/doc/oplatform/Third-party_Platforms/2.0/api/Before_Develop/Authorization_Process_Technical_Description.html
func (app *OpenPlatform) GetFastRegistrationURL(ctx context.Context, callbackUrl string, optional *StringMap) (url string, err error) {
	config := app.GetConfig()
	code, err := app.createPreAuthorizationCode(ctx)
	if err != nil {
		return url, err
	}
	(*optional)["pre_auth_code"] = code
	queries := MergeStringMap(optional, &StringMap{
		"component_appid": config.GetString("app_id", ""),
		"redirect_uri":    callbackUrl,
	})

	// Source: github.com/ArtisanCloud/PowerWeChat/v3/src/openPlatform/application.go:405 (escaper: the caller's callback URL is joined raw into redirect_uri by GetJoinedWithKSort, which escapes nothing, so its ? & # break the query)
	return "https://mp.weixin.qq.com/cgi-bin/componentloginpage?" + GetJoinedWithKSort(queries), err // defect escaper
}

// GetMobilePreAuthorizationURL returns the pre-authorization login page url (mobile).
func (app *OpenPlatform) GetMobilePreAuthorizationURL(ctx context.Context, callbackUrl string, optional *StringMap) (url string, err error) {
	config := app.GetConfig()
	code, err := app.createPreAuthorizationCode(ctx)
	if err != nil {
		return url, err
	}
	if code == "" {
		return url, errors.New("no pre_auth_code")
	}
	(*optional)["pre_auth_code"] = code
	queries := MergeStringMap(
		&StringMap{"auth_type": "3"},
		optional,
		&StringMap{
			"component_appid": config.GetString("app_id", ""),
			"redirect_uri":    callbackUrl,
			"action":          "bindcomponent",
			"no_scan":         "1",
		})

	// Source: github.com/ArtisanCloud/PowerWeChat/v3/src/openPlatform/application.go:434 (escaper: the callback URL is spliced raw into redirect_uri before the fragment, with no escaping of its own ? & #)
	return "https://mp.weixin.qq.com/safe/bindcomponent?" + GetJoinedWithKSort(queries) + "#wechat_redirect", err // defect escaper
}

// accountClient stands in for the Client of src/openPlatform/authorizer/officialAccount/account.
type accountClient struct {
	config          *Config
	componentConfig *Config
}

// GetFastRegistrationUrl returns the page that registers a mini program from an official account.
func (comp *accountClient) GetFastRegistrationUrl(callbackUrl string, copyWxVerify bool) string {
	queries := &StringMap{
		"copy_wx_verify":  fmt.Sprintf("%t", copyWxVerify),
		"component_appid": comp.componentConfig.GetString("app_id", ""),
		"appid":           comp.config.GetString("app_id", ""),
		"redirect_uri":    callbackUrl,
	}

	// Source: github.com/ArtisanCloud/PowerWeChat/v3/src/openPlatform/authorizer/officialAccount/account/client.go:43 (escaper: the callback URL is joined raw into the redirect_uri query value by GetJoinedWithKSort, which escapes nothing)
	return "https://mp.weixin.qq.com/cgi-bin/fastregisterauth?" + GetJoinedWithKSort(queries) // defect escaper
}
