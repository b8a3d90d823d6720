package ydb

import (
	"fmt"
	"net/url"
	"regexp"
)

var (
	insecureSchema = "grpc"
	secureSchema   = "grpcs"
	reScheme       = regexp.MustCompile(`^\w+://`)
	databaseParam  = "database"
)

// UserInfo is the user and password of a connection string.
type UserInfo struct {
	User     string
	Password string
}

type parsedInfo struct {
	UserInfo *UserInfo
	Secure   bool
	Endpoint string
	Database string
	Params   url.Values
}

// Parse reads a connection string.
func Parse(dsn string) (info parsedInfo, err error) {
	uri, err := url.ParseRequestURI(func() string {
		if reScheme.MatchString(dsn) {
			return dsn
		}

		return secureSchema + "://" + dsn
	}())
	if err != nil {
		return info, err
	}
	if port := uri.Port(); port == "" {
		return info, fmt.Errorf("bad connection string '%s': port required", dsn)
	}
	info.Secure = uri.Scheme != insecureSchema
	info.Endpoint = uri.Host
	if uri.Path != "" {
		info.Database = uri.Path
	}
	if uri.User != nil {
		password, _ := uri.User.Password()
		info.UserInfo = &UserInfo{
			User:     uri.User.Username(),
			Password: password,
		}
	}
	info.Params = uri.Query()
	if database, has := info.Params[databaseParam]; has && len(database) > 0 {
		info.Database = database[0]
		delete(info.Params, databaseParam)
	}

	return info, nil
}
