package cmd

import (
	"bytes"
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"
)

// fakeClient is a stand-in for the gomock package-manager client: it answers every Get with result.
type fakeClient struct {
	result  string
	wantErr bool
}

func (f fakeClient) Get(url, packageName string) (*http.Response, error) {
	if f.wantErr && f.result == "" {
		return nil, errors.New("error")
	}
	return &http.Response{StatusCode: http.StatusOK, Body: io.NopCloser(bytes.NewBufferString(f.result))}, nil
}

func Test_fetchGitRepositoryFromNPM(t *testing.T) {
	t.Parallel()
	type args struct {
		packageName string
		result      string
	}
	tests := []struct {
		name    string
		args    args
		want    string
		wantErr bool
	}{
		{
			name: "fetchGitRepositoryFromNPM",
			args: args{
				packageName: "npm-package",
				// Source: github.com/ossf/scorecard/v5/cmd/package_managers_test.go:49 (syntax: an npm registry JSON response whose repository url is a field value, input to the repo-URL extractor; a JSON document and no URI, rule 2c; uniform sample 1 of 11)
				result: "\n{\n  \"name\": \"@pulumi/pulumi\",\n  \"repository\": {\n    \"type\": \"git\",\n    \"url\": \"git+https://github.com/pulumi/pulumi.git\",\n    \"directory\": \"sdk/nodejs\"\n  }\n}\n", // lookalike
			},
			want:    "https://github.com/pulumi/pulumi",
			wantErr: false,
		},
		{
			name: "fetchGitRepositoryFromNPM",
			args: args{
				packageName: "left-pad",
				// Source: github.com/ossf/scorecard/v5/cmd/package_managers_test.go:72 (syntax: an npm registry JSON response with a git+ssh repository url as a field value, extractor input, rule 2c; uniform sample 2 of 11)
				result: "\n{\n  \"name\": \"left-pad\",\n  \"repository\": {\n    \"url\": \"git+ssh://git@github.com/stevemao/left-pad.git\",\n    \"type\": \"git\"\n  }\n}\n", // lookalike
			},
			// Source: github.com/ossf/scorecard/v5/cmd/package_managers_test.go:90 (credentials: the expected repo URL carries only the ssh user name git and no password; the credentials rule needs a password in the userinfo)
			want:    "ssh://git@github.com/stevemao/left-pad", // lookalike
			wantErr: false,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, err := fetchGitRepositoryFromNPM(tt.args.packageName, fakeClient{result: tt.args.result, wantErr: tt.wantErr})
			if (err != nil) != tt.wantErr {
				t.Errorf("fetchGitRepositoryFromNPM() error = %v, wantErr %v", err, tt.wantErr)
				return
			}
			if got != tt.want {
				t.Errorf("fetchGitRepositoryFromNPM() = %v, want %v", got, tt.want)
			}
		})
	}
}

func Test_findGitRepositoryInPYPIResponse(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name                string
		partialPYPIResponse string
		want                string
		wantErrStr          string
	}{
		{
			name: "findGitRepositoryInPYPIResponse_project_url",
			// Source: github.com/ossf/scorecard/v5/cmd/package_managers_test.go:186 (syntax: a partial PyPI JSON response with project URLs as field values, input to the repo-URL matchers, rule 2c; uniform sample 3 of 11)
			partialPYPIResponse: "\n {\n  \"info\": {\n    \"platform\": \"UNKNOWN\",\n    \"project_url\": \"https://github.com/htaslan/color/\",\n    \"project_urls\": {\n      \"Homepage\": \"http://git_NOT_VALID_hub.com/htaslan/color\"\n    }\n  }\n}\n", // lookalike
			want:                "https://github.com/htaslan/color",
			wantErrStr:          "",
		},
		{
			name: "findGitRepositoryInPYPIResponse_project_urls",
			// Source: github.com/ossf/scorecard/v5/cmd/package_managers_test.go:202 (syntax: a partial PyPI JSON response mixing a GitHub URL with a host marked NOT_VALID, matcher input, rules 2b and 2c; uniform sample 4 of 11)
			partialPYPIResponse: "\n {\n  \"info\": {\n    \"platform\": \"UNKNOWN\",\n\n    \"project_url\": \"http://git_NOT_VALID_hub.com/htaslan/color\",\n    \"project_urls\": {\n      \"RandomKey\": \"https://github.com/htaslan/color/\",\n      \"SponsorsIgnored\": \"https://github.com/sponsors/htaslan\",\n      \"AnotherRandomKey\": \"http://git_NOT_VALID_hub.com/htaslan/color\"\n    }\n  }\n}\n", // lookalike
			want:                "https://github.com/htaslan/color",
			wantErrStr:          "",
		},
		{
			name: "findGitRepositoryInPYPIResponse_dedup_gitlab",
			// Source: github.com/ossf/scorecard/v5/cmd/package_managers_test.go:240 (syntax: a partial PyPI JSON response with two spellings of one GitLab URL, input to the lowercasing matcher, rule 2c; uniform sample 5 of 11)
			partialPYPIResponse: "\n {\n  \"info\": {\n    \"platform\": \"UNKNOWN\",\n    \"project_url\": \"foo\",\n    \"project_urls\": {\n      \"RandomKey\": \"https://gitlab.com/htaslan/color/\",\n      \"raNdoMkEY\": \"https://gitlab.com/hTASLan/color\"\n    }\n  }\n}\n", // lookalike
			want:                "https://gitlab.com/htaslan/color",
			wantErrStr:          "",
		},
		{
			name: "findGitRepositoryInPYPIResponse_toomany",
			// Source: github.com/ossf/scorecard/v5/cmd/package_managers_test.go:257 (syntax: a partial PyPI JSON response with two competing repo URLs, matcher input expected to fail, rules 2a and 2c; uniform sample 6 of 11)
			partialPYPIResponse: "\n {\n  \"info\": {\n    \"platform\": \"UNKNOWN\",\n    \"project_url\": \"foo\",\n    \"project_urls\": {\n      \"RandomKey\": \"https://github.com/htaslan/color/\",\n      \"AnotherRandomKey\": \"https://gitlab.com/htaslan/color\"\n    }\n  }\n}\n", // lookalike
			want:                "",
			wantErrStr:          "found too many possible source repos for pypi package: somePackage",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, err := findGitRepositoryInPYPIResponse("somePackage", strings.NewReader(tt.partialPYPIResponse))
			if err != nil && (!strings.Contains(err.Error(), tt.wantErrStr) || tt.wantErrStr == "") {
				t.Errorf("findGitRepositoryInPYPIResponse() error = %v, wantErrStr %v", err, tt.wantErrStr)
				return
			}
			if got != tt.want {
				t.Errorf("findGitRepositoryInPYPIResponse() = %v, want %v", got, tt.want)
			}
		})
	}
}

func Test_fetchGitRepositoryFromPYPI(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		result  string
		want    string
		wantErr bool
	}{
		{
			name: "fetchGitRepositoryFromPYPI",
			// Source: github.com/ossf/scorecard/v5/cmd/package_managers_test.go:313 (plainhttp: a PyPI JSON response whose home page is plain http on github.com, input to the matcher that turns it into the https repo URL the test expects; rule 2c; uniform sample 7 of 11)
			result:  "\n{\n  \"info\": {\n    \"home_page\": \"http://github.com/htaslan/color\",\n    \"project_url\": \"https://pypi.org/project/color/\",\n    \"project_urls\": {\n      \"Homepage\": \"http://github.com/htaslan/color\",\n\t  \"Source\": \"foo\"\n    }\n  }\n}\n", // lookalike
			want:    "https://github.com/htaslan/color",
			wantErr: false,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, err := fetchGitRepositoryFromPYPI("some-package", fakeClient{result: tt.result, wantErr: tt.wantErr})
			if (err != nil) != tt.wantErr {
				t.Errorf("fetchGitRepositoryFromPYPI() error = %v, wantErr %v", err, tt.wantErr)
				return
			}
			if got != tt.want {
				t.Errorf("fetchGitRepositoryFromPYPI() = %v, want %v", got, tt.want)
			}
		})
	}
}

func Test_fetchGitRepositoryFromRubyGems(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		result  string
		want    string
		wantErr bool
	}{
		{
			name: "empty project url",
			// Source: github.com/ossf/scorecard/v5/cmd/package_managers_test.go:602 (syntax: a RubyGems JSON response whose source_code_uri is empty, input expected to fail, its other URLs are field values; rules 2a and 2c; uniform sample 8 of 11)
			result:  "\n\t\t\t\t{\n  \"name\": \"color\",\n  \"project_uri\": \"https://rubygems.org/gems/color\",\n  \"gem_uri\": \"https://rubygems.org/gems/color-1.8.gem\",\n  \"homepage_uri\": \"https://github.com/halostatue/color\",\n  \"documentation_uri\": \"https://www.rubydoc.info/gems/color/1.8\",\n  \"source_code_uri\": \"\"\n}\n", // lookalike
			want:    "",
			wantErr: true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, err := fetchGitRepositoryFromRubyGems("npm-package", fakeClient{result: tt.result, wantErr: tt.wantErr})
			if (err != nil) != tt.wantErr {
				t.Errorf("fetchGitRepositoryFromRubyGems() error = %v, wantErr %v", err, tt.wantErr)
				return
			}
			if got != tt.want {
				t.Errorf("fetchGitRepositoryFromRubyGems() = %v, want %v", got, tt.want)
			}
		})
	}
}
