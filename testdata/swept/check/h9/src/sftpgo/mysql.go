package sftpgo

import (
	"database/sql"
	"fmt"
)

// ProviderConfig defines the data provider configuration
type ProviderConfig struct {
	Name             string `json:"name" mapstructure:"name"`
	Host             string `json:"host" mapstructure:"host"`
	Port             int    `json:"port" mapstructure:"port"`
	Username         string `json:"username" mapstructure:"username"`
	Password         string `json:"password" mapstructure:"password"`
	SSLMode          int    `json:"sslmode" mapstructure:"sslmode"`
	ConnectionString string `json:"connection_string" mapstructure:"connection_string"`
}

var config ProviderConfig

func getSSLMode() string {
	if config.SSLMode == 0 {
		return "false"
	}
	return "true"
}

func getMySQLConnectionString(redactedPwd bool) (string, error) {
	var connectionString string
	if config.ConnectionString == "" {
		password := config.Password
		if redactedPwd && password != "" {
			password = "[redacted]"
		}
		sslMode := getSSLMode()
		// Source: github.com/drakkan/sftpgo/internal/dataprovider/mysql.go:280 (hostjoin: a MySQL DSN, no URI, whose host is bracketed "tcp([%s]:%d)")
		connectionString = fmt.Sprintf("%s:%s@tcp([%s]:%d)/%s?collation=utf8mb4_unicode_ci&interpolateParams=true&timeout=10s&parseTime=true&clientFoundRows=true&tls=%s&writeTimeout=60s&readTimeout=60s", // lookalike
			config.Username, password, config.Host, config.Port, config.Name, sslMode)
	} else {
		connectionString = config.ConnectionString
	}
	return connectionString, nil
}

func initializeMySQLProvider() (*sql.DB, error) {
	connString, err := getMySQLConnectionString(false)
	if err != nil {
		return nil, err
	}
	return sql.Open("mysql", connString)
}
