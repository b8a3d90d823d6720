package fulcio

import "testing"

func TestCodefreshJobPrincipalFromIDToken(t *testing.T) {
	tests := map[string]struct {
		Claims          map[string]any
		ExpectPrincipal codefreshWorkflowPrincipal
		WantErr         bool
	}{
		`Valid token - Git push trigger authenticates with correct claims`: {
			Claims: map[string]any{
				"iss": "https://oidc.codefresh.io",
			},
			ExpectPrincipal: codefreshWorkflowPrincipal{
				issuer: "https://oidc.codefresh.io",
				// Source: github.com/sigstore/fulcio/pkg/identity/codefresh/principal_test.go:91 (syntax: the expected Codefresh subject identifier of key:value pairs, compared as text, no URI use; uniform sample 3 of 5 from 9)
				subject:     "account:628a80b693a15c0f9c13ab75:pipeline:65e5a53e52853dc51a5b0cc1:initiator:codefresh-user:scm_repo_url:https://github.com/codefresh-user/fulcio:scm_user_name:git-user-name:scm_ref:main", // lookalike
				platformURL: "https://g.codefresh.io",
			},
		},
		`Valid token - Git pull request trigger authenticates with correct claims`: {
			Claims: map[string]any{
				"iss": "https://oidc.codefresh.io",
			},
			ExpectPrincipal: codefreshWorkflowPrincipal{
				issuer: "https://oidc.codefresh.io",
				// Source: github.com/sigstore/fulcio/pkg/identity/codefresh/principal_test.go:126 (syntax: the expected subject identifier, compared as text, no URI use; uniform sample 4 of 5 from 9)
				subject:     "account:628a80b693a15c0f9c13ab75:pipeline:65e6d5551e47e5bc243ca93f:scm_repo_url:https://github.com/test-codefresh/fulcio:scm_user_name:test-codefresh:scm_ref:feat/codefresh-issuer:scm_pull_request_target_branch:main", // lookalike
				platformURL: "https://g.codefresh.io",
			},
		},
	}
	for name, test := range tests {
		t.Run(name, func(t *testing.T) {
			if test.ExpectPrincipal.issuer != test.Claims["iss"] {
				t.Error("issuer mismatch")
			}
		})
	}
}
