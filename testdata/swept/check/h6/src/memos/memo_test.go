package memos

import (
	"context"
	"errors"
	"fmt"
	"testing"

	v1pb "github.com/usememos/memos/proto/gen/api/v1"
)

func TestMemoAttachmentMarkdown(t *testing.T) {
	ctx := context.Background()

	t.Run("same-origin absolute managed URL is verified and accepted", func(t *testing.T) {
		ts := &Service{Profile: &Profile{}}
		ts.Profile.InstanceURL = "http://localhost"
		uid := "abc123"
		imageName := "attachments/" + uid

		// Source: github.com/usememos/memos/server/router/api/v1/test/memo_attachment_markdown_test.go:146 (port: a markdown image link in memo content, text rather than a URI given to Go code; the default port is written on purpose to test same-origin matching with http://localhost)
		content := fmt.Sprintf("![absolute](http://localhost:80/file/attachments/%s)", uid) // lookalike
		_, err := ts.CreateMemo(ctx, &v1pb.CreateMemoRequest{Memo: &v1pb.Memo{Content: content}})
		if !errors.Is(err, ErrFailedPrecondition) {
			t.Fatalf("got %v, want a failed precondition", err)
		}

		memo, err := ts.CreateMemo(ctx, &v1pb.CreateMemoRequest{Memo: &v1pb.Memo{
			Content:     content,
			Attachments: []*v1pb.Attachment{{Name: imageName}},
		}})
		if err != nil {
			t.Fatal(err)
		}
		if len(memo.Attachments) != 1 {
			t.Fatalf("got %d attachments", len(memo.Attachments))
		}
	})
}
