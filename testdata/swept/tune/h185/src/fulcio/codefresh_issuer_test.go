package fulcio

import (
	"context"
	"testing"
)

func TestCodefreshIssuer(t *testing.T) {
	ctx := context.Background()
	token := struct{ Issuer, Subject string }{
		Issuer: "https://iss.example.com",
		// Source: github.com/sigstore/fulcio/pkg/identity/codefresh/issuer_test.go:45 (syntax: a Codefresh OIDC subject made of key:value pairs with a repo URL embedded, an identifier compared as text and never sent or parsed as a URI; uniform sample 1 of 5 from 9 such subjects)
		Subject: "account:628a80b693a15c0f9c13ab75:pipeline:65e6d5551e47e5bc243ca93f:scm_repo_url:https://github.com/test-codefresh/fulcio:scm_user_name:test-codefresh:scm_ref:feat/codefresh-issuer:scm_pull_request_target_branch:main", // lookalike
	}
	principal := codefreshWorkflowPrincipal{issuer: token.Issuer, subject: token.Subject}
	// Source: github.com/sigstore/fulcio/pkg/identity/codefresh/issuer_test.go:77 (syntax: the same subject identifier only compared with Name(), no URI use; uniform sample 2 of 5 from 9)
	if principal.Name(ctx) != "account:628a80b693a15c0f9c13ab75:pipeline:65e6d5551e47e5bc243ca93f:scm_repo_url:https://github.com/test-codefresh/fulcio:scm_user_name:test-codefresh:scm_ref:feat/codefresh-issuer:scm_pull_request_target_branch:main" { // lookalike
		t.Fatalf("got unexpected name %s", principal.Name(ctx))
	}
}
