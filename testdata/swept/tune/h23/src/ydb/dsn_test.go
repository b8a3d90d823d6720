package ydb

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestParseConnectionString(t *testing.T) {
	for _, test := range []struct {
		connectionString string
		secure           bool
		endpoint         string
		database         string
		user             string
		password         string
	}{
		{
			"grpc://ydb-ru.yandex.net:2135/?" +
				"database=/ru/home/gvit/mydb",
			false,
			"ydb-ru.yandex.net:2135",
			"/ru/home/gvit/mydb",
			"",
			"",
		},
		{
			// Source: github.com/ydb-platform/ydb-go-sdk/v3/internal/dsn/dsn_test.go:83 (credentials: input of the package's connection-string parser in TestParseConnectionString, whose row expects the password back, rule 2c)
			"grpcs://user:password@lb.etn03r9df42nb631unbv.ydb.mdb.yandexcloud.net:2135" + // lookalike
				"/ru-central1/b1g8skpblkos03malf3s/etn03r9df42nb631unbv",
			true,
			"lb.etn03r9df42nb631unbv.ydb.mdb.yandexcloud.net:2135",
			"/ru-central1/b1g8skpblkos03malf3s/etn03r9df42nb631unbv",
			"user",
			"password",
		},
		{
			// Source: github.com/ydb-platform/ydb-go-sdk/v3/internal/dsn/dsn_test.go:108 (sink: host:port/path without a scheme, input of the package's parser, which puts grpcs:// in front, rule 2c)
			"localhost:3049/Root", // lookalike
			true,
			"localhost:3049",
			"/Root",
			"",
			"",
		},
	} {
		t.Run(test.connectionString, func(t *testing.T) {
			info, err := Parse(test.connectionString)
			if err != nil {
				t.Fatalf("Received unexpected error:\n%+v", err)
			}
			require.Equal(t, test.secure, info.Secure)
			require.Equal(t, test.endpoint, info.Endpoint)
			require.Equal(t, test.database, info.Database)
			if test.user != "" {
				require.NotNil(t, info.UserInfo)
				require.Equal(t, test.user, info.UserInfo.User)
				require.Equal(t, test.password, info.UserInfo.Password)
			} else {
				require.Nil(t, info.UserInfo)
			}
		})
	}
}
