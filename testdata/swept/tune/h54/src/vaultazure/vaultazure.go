// Package vaultazure holds cases rewritten from github.com/hashicorp/vault-plugin-secrets-azure.
package vaultazure

import (
	"context"
	"fmt"
)

// ReferenceCreate is the Graph body that adds a directory object by reference.
type ReferenceCreate struct {
	odataID *string
}

// SetOdataId sets the @odata.id of the referenced object.
func (r *ReferenceCreate) SetOdataId(id *string) { r.odataID = id }

// MembersRef posts a member reference to a group.
type MembersRef interface {
	Post(ctx context.Context, groupObjectID string, body *ReferenceCreate) error
}

// MSGraphClient is the Graph client wrapper.
type MSGraphClient struct {
	members MembersRef
}

// AddGroupMember adds a directory object to a group.
func (c *MSGraphClient) AddGroupMember(ctx context.Context, groupObjectID string, memberObjectID string) error {
	req := &ReferenceCreate{}
	// Source: github.com/hashicorp/vault-plugin-secrets-azure/api/groups.go:28 (escaper: a raw directory object ID in the path of the odata.id URL; whether an ID needs escaping is not known from the code.)
	odataID := fmt.Sprintf("https://graph.microsoft.com/v1.0/directoryObjects/%s", memberObjectID) // lookalike
	req.SetOdataId(&odataID)
	return c.members.Post(ctx, groupObjectID, req)
}
