package vaultazure

import (
	"context"
	"fmt"
	"regexp"
	"testing"
)

type roleDefinition struct {
	ID   *string
	Name *string
}

type mockProvider struct{}

// ListRoleDefinitions returns fake roles named by the inbound filter.
func (m *mockProvider) ListRoleDefinitions(_ context.Context, _ string, filter string) ([]*roleDefinition, error) {
	reRoleName := regexp.MustCompile("roleName eq '(.*)'")
	match := reRoleName.FindAllStringSubmatch(filter, -1)
	if len(match) > 0 {
		name := match[0][1]
		if name == "multiple" {
			// Source: github.com/hashicorp/vault-plugin-secrets-azure/provider_mock_test.go:62 (escaper: a raw role name in a fake ARM resource ID that only the mock reads back; a name is not known to need escaping.)
			id1 := fmt.Sprintf("/subscriptions/FAKE_SUB_ID/providers/Microsoft.Authorization/roleDefinitions/FAKE_ROLE-%s-1", name) // lookalike
			return []*roleDefinition{{ID: &id1, Name: &name}}, nil
		}
		// Source: github.com/hashicorp/vault-plugin-secrets-azure/provider_mock_test.go:81 (escaper: a raw role name from the test's own filter in a fake ARM resource ID; a name is not known to need escaping.)
		id := fmt.Sprintf("/subscriptions/FAKE_SUB_ID/providers/Microsoft.Authorization/roleDefinitions/FAKE_ROLE-%s", name) // lookalike
		return []*roleDefinition{{ID: &id, Name: &name}}, nil
	}
	return nil, nil
}

func TestRoleLookup(t *testing.T) {
	m := &mockProvider{}
	roles, err := m.ListRoleDefinitions(context.Background(), "scope", "roleName eq 'reader'")
	if err != nil || len(roles) != 1 {
		t.Fatalf("got %v, %v", roles, err)
	}
}
