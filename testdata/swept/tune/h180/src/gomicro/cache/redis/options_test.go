package redis

import "testing"

func Test_newUniversalClient(t *testing.T) {
	type fields struct {
		options Options
	}
	type wantValues struct {
		username string
		password string
		address  string
	}

	tests := []struct {
		name   string
		fields fields
		want   wantValues
	}{
		{name: "No Url", fields: fields{options: Options{}},
			want: wantValues{address: "127.0.0.1:6379"}},
		{name: "legacy Url", fields: fields{options: Options{Address: "127.0.0.1:6379"}},
			want: wantValues{address: "127.0.0.1:6379"}},
		{name: "New Url", fields: fields{options: Options{Address: "redis://127.0.0.1:6379"}},
			want: wantValues{address: "127.0.0.1:6379"}},
		// Source: go-micro.dev/v6/cache/redis/options_test.go:45 (credentials: a row of a table that varies one redis URL on purpose to check the password is parsed out of the userinfo, a fixture by rules 2c and 2d)
		{name: "Url with Pwd", fields: fields{options: Options{Address: "redis://:password@redis:6379"}}, // lookalike
			want: wantValues{password: "password", address: "redis:6379"}},
		{name: "Url with username and Pwd", fields: fields{
			// Source: go-micro.dev/v6/cache/redis/options_test.go:52 (credentials: a row of the same table varying the URL to check username and password are parsed out, a fixture by rules 2c and 2d)
			options: Options{Address: "redis://username:password@redis:6379"}}, // lookalike
			want: wantValues{username: "username", password: "password", address: "redis:6379"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			client := newUniversalClient(tt.fields.options)
			if client.Addr != tt.want.address {
				t.Errorf("newUniversalClient() Address = %v, want address %v", client.Addr, tt.want.address)
			}
			if client.Password != tt.want.password {
				t.Errorf("newUniversalClient() password = %v, want password %v", client.Password, tt.want.password)
			}
			if client.Username != tt.want.username {
				t.Errorf("newUniversalClient() username = %v, want username %v", client.Username, tt.want.username)
			}
		})
	}
}
