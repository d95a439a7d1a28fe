# Backrank의 한국어 메시지. en.ftl과 같은 식별자를 씁니다.

## 배치 결과 메시지

key-facts = **{ $heading }** · 백 `{ $white }`{ $black } · 재현 코드 `{ $code }`
key-facts-black = { " " }· 흑 `{ $row }`

roll-footer = 테이블에서 직접 다시 해 보세요: 각 단계에 무엇을 던지고 어떻게 세는지 적혀 있습니다.
roll-too-long = 기록이 { $steps }단계라서 여기에 다 보여 줄 수 없습니다: record.txt로 첨부했습니다.
roll-record-attached = 기록이 { $steps }단계입니다: record.txt로 첨부했습니다.
record-file-description = 이 배치의 단계별 전체 기록

field-not-uniform = ⚠️ 균등하지 않음
field-record = 기록
field-method = 방법
field-device = 도구
field-source = 출처
field-number = 번호
field-throws = 던진 횟수
field-fen = FEN
field-replay = 재현 코드

button-roll-again = 다시 굴리기
button-full-record = 전체 기록
button-lichess = lichess에서 분석

## 말로 쓴 판 (이미지의 대체 텍스트)

alt-board = { $heading }. 백: { $white }. 흑: { $black }.
alt-piece = { $square } { $piece }
alt-pawns = 폰 { $count }개
alt-nothing = 아직 없음

piece-king = 킹
piece-queen = 퀸
piece-rook = 룩
piece-bishop = 비숍
piece-knight = 나이트
piece-archbishop = 아치비숍
piece-chancellor = 챈슬러
piece-prime-minister = 총리
piece-pawn = 폰
piece-general = 궁
piece-advisor = 사
piece-elephant = 상
piece-horse = 마
piece-chariot = 차
piece-cannon = 포
piece-soldier = 졸

## 명령어 설명 (명령어 이름은 영어 그대로)

-variant-default = Chess960, crc, korean, … (기본값: 서버 설정)
-variant-search = Chess960, crc, korean, … (입력해서 검색)
-method = 손으로 하는 절차 (기본값: 공정한 방법)
-dice = coin(동전), d4, d6, d8, d10, d12, d20 (기본값 d6)
-source = 던진 결과를 어디서 가져올지
-event-name = 시작할 때 정한 대회 이름

cmd-random = 무작위 시작 배치를 만들고 모든 던지기 기록을 보여 줍니다
cmd-random-variant = { -variant-default }
cmd-random-method = { -method }
cmd-random-dice = { -dice }
cmd-random-source = { -source }
cmd-random-rolls = 직접 던진 눈을 순서대로 ("5 3 6", 동전은 H/T)
cmd-random-private = 답을 나만 봅니다
cmd-random-text = 이미지 없이 텍스트 판만 (화면 낭독기, 임베드 꺼짐)
cmd-position = 번호로 시작 배치 보기
cmd-position-variant = { -variant-search }
cmd-position-number = 배치 번호 (Chess960: SP 0–959)
cmd-replay = 재현 코드로 배치를 다시 만듭니다
cmd-replay-code = 배치 아래에 있는 코드, 예: 960-p6-…
cmd-variants = 변형 규칙, 배치 수, 방법 목록
cmd-fairness = 어떤 도구로 한 방법의 정확한 공정성 검사
cmd-fairness-variant = { -variant-search }
cmd-fairness-method = { -method }
cmd-fairness-dice = { -dice }
cmd-record = 저장된 배치를 번호로 보기
cmd-record-id = 배치 아래의 기록 번호 (#42)
cmd-roll-along = 테이블에서 진짜 주사위를 던지면 봇이 단계마다 기록합니다
cmd-roll-along-variant = { -variant-default }
cmd-roll-along-method = { -method }
cmd-roll-along-dice = { -dice }
cmd-roll-along-witnesses = 나와 번갈아 던질 사람들, 순서대로: @Ana @Ben
cmd-prefs = 배치를 보는 방식: 판 색, 방향, 크기, 텍스트만
cmd-prefs-show = 내 설정 보기
cmd-prefs-set = 어디서든 배치를 보는 방식 바꾸기
cmd-prefs-set-theme = 판의 색
cmd-prefs-set-flipped = 흑을 아래쪽에
cmd-prefs-set-width = 판 이미지의 너비 (픽셀)
cmd-prefs-set-text_only = 이미지 대신 텍스트 판 (화면 낭독기, 임베드 꺼짐)
cmd-prefs-set-language = 나에게 답할 언어 (auto: 내 Discord 언어)
cmd-prefs-reset = 서버 기본값으로 돌아가기
cmd-settings = 이 서버의 기본값과 던지기를 입력할 수 있는 사람
cmd-settings-show = 이 서버의 설정 보기
cmd-settings-set = 이 서버의 설정 일부 바꾸기
cmd-settings-set-variant = { -variant-default }
cmd-settings-set-method = { -method }
cmd-settings-set-dice = { -dice }
cmd-settings-set-source = { -source }
cmd-settings-set-guided = /roll-along에서 던지기를 입력할 수 있는 사람
cmd-settings-set-role = guided: role일 때의 역할
cmd-settings-set-public = 모두가 보는 답(켜기) 또는 요청한 사람만 보는 답(끄기)
cmd-settings-set-log_channel = 매일 게시물 문제를 봇이 알릴 채널
cmd-settings-set-missed_daily = 봇이 꺼져 있는 동안 놓친 매일 게시물
cmd-settings-set-manager_role = 이 역할의 멤버도 /settings와 /daily를 쓸 수 있습니다
cmd-settings-set-language = 매일 게시물과, Discord 언어가 다른 사람들을 위한 언어
cmd-settings-set-reset = 먼저 기본값으로 되돌리기
cmd-daily = 매일 올라오는 무작위 배치
cmd-daily-set = 채널에 매일 도전 과제 올리기
cmd-daily-set-channel = 올릴 채널
cmd-daily-set-time = 현지 시각, 예: 18:30
cmd-daily-set-timezone = 예: Asia/Seoul, Europe/Berlin (입력해서 검색)
cmd-daily-set-variants = 쓸 변형 규칙, 예: "chess960, crc" 또는 "all"
cmd-daily-set-order = 날마다 변형 규칙을 고르는 방식
cmd-daily-set-thread = 게시물마다 토론 스레드 열기
cmd-daily-off = 매일 게시 중지
cmd-daily-off-channel = 이 채널 것만 (기본값: 이 서버 전체)
cmd-daily-show = 이 서버의 매일 게시물 보기
cmd-daily-now = 지금 여기에 도전 과제 올리기 (일정은 바뀌지 않음)
cmd-daily-now-channel = 이 채널 일정의 변형 규칙 사용
cmd-variant = 변형 규칙 파일로 만든 이 서버만의 변형 규칙
cmd-variant-add = 변형 규칙 파일(.toml)이나 새 버전을 이 서버에 추가
cmd-variant-add-file = `backrank variants check`가 읽는 형식의 변형 규칙 파일
cmd-variant-show = 이 서버의 변형 규칙, 또는 하나의 검사 결과와 파일
cmd-variant-show-variant = { -variant-default }
cmd-variant-remove = 이 서버의 변형 규칙 하나를 더 이상 쓰지 않기
cmd-variant-remove-variant = { -variant-search }
cmd-event = 대회 전체에 라운드마다 한 배치, 미리 약속해 둡니다
cmd-event-start = 지금 모든 라운드를 뽑고 약속값(해시)을 공개합니다
cmd-event-start-name = 대회 이름, 예: "클럽 오픈 2026"
cmd-event-start-rounds = 라운드 수
cmd-event-start-variant = { -variant-search }
cmd-event-start-method = { -method }
cmd-event-start-dice = { -dice }
cmd-event-next = 다음 라운드 공개: 시드, 판, 기록
cmd-event-next-name = { -event-name }
cmd-event-show = 대회의 약속값과 지금까지 공개된 라운드
cmd-event-show-name = { -event-name }
cmd-event-verify = 공개된 라운드의 시드를 공개된 약속값과 대조합니다
cmd-event-verify-name = { -event-name }
cmd-event-verify-round = 라운드 (1부터)
cmd-event-verify-seed = 공개된 라운드 시드
cmd-event-verify-commitment = 시작할 때 공개된 라운드의 약속값

side-white = 백
side-black = 흑

## 함께 굴리기 (/roll-along): 테이블의 진짜 주사위

along-title = 함께 굴리기 #{ $id } · { $variant }
along-heading = { $variant }, 함께 굴리기 #{ $id }에서 배치 중
along-step = **{ $step }단계 · { $title }**
along-step-so-far = 이 단계에서 지금까지: { $throws }
along-done-so-far = **지금까지 한 것**
along-progress = 약 { $expected }번 중 { $throw }번째 던지기
along-progress-open = { $throw }번째 던지기
along-field-progress = 진행
along-field-throws = 지금까지 던진 것
along-field-who = 누가 무엇을 던졌는지
along-none-yet = 아직 없음
along-toss-coin = 동전을 던지고 위로 나온 면을 누르세요.
along-pick-face = 주사위를 던지고 목록에서 나온 눈을 고르세요.
along-press-face = 주사위를 던지고 위로 나온 눈을 누르세요.
along-anyone = 여기서는 누구나 던진 결과를 입력할 수 있습니다.
along-starter-and-role = { $starter } 님과 서버의 주사위 역할을 가진 멤버가 입력할 수 있습니다.
along-only-starter = { $starter } 님만 입력할 수 있습니다.
along-in-turn = 번갈아 던집니다: 위에 적힌 사람만 이번 결과를 입력하고, 마지막으로 던진 사람만 되돌릴 수 있습니다.
along-turn = 🎲 **{ $player } 차례** · 순서: { $order }
along-threw = { $player }: { $faces } (모두 { $count }번)
along-threw-more = { $player }: { $faces } … 외 { $more }번 (모두 { $count }번)
along-no-throws = { $player }: 던진 것 없음
along-complete = ✅ 함께 굴리기 #{ $id } 완료: { $throws }번 던졌습니다. 보이는 대로 판을 놓으세요.
along-cancelled = ✖️ 함께 굴리기 #{ $id } ({ $variant }): { $name } 님이 { $throws }번 던진 뒤 취소했습니다.

button-heads = 앞면
button-tails = 뒷면
button-type-several = 여러 개 입력…
button-type-yours = 내 결과 입력…
button-undo = 마지막 던지기 취소
button-cancel = 그만두기
along-select = { $die } 결과…
along-form-title = 여러 결과 입력
along-form-title-yours = 내 결과 입력
along-form-label = { $die } 눈, 던진 순서대로
along-form-label-yours = 내가 던진 { $die } 눈

## 배치 위의 제목

replay-confirmed = ✅ 재현 확인: { $throws }번 던져서 { $position }이(가) 나옵니다.
daily-headline = 🗓️ **{ $date } 오늘의 도전**: { $position }. 다음 모임에서 놓고 두어 보세요 — 아래 기록으로 누구나 손으로 다시 던져 볼 수 있습니다.
daily-headline-late = 🗓️ **{ $date } 오늘의 도전** (늦게 올림: 평소 시각에 봇이 꺼져 있었습니다): { $position }. 다음 모임에서 놓고 두어 보세요 — 아래 기록으로 누구나 손으로 다시 던져 볼 수 있습니다.

## /record

record-headline = 기록 #{ $number }: { $name } 님의 { $kind }, { $when }.
record-kind-random = 무작위 배치
record-kind-roll-along = 함께 굴리기
record-kind-daily = 오늘의 도전

## /prefs

prefs-title = 내 설정
prefs-description = 어디서 굴리든 배치를 보는 방식입니다. `/prefs set`으로 바꾸고 `/prefs reset`으로 지웁니다.
prefs-theme = 색
prefs-flipped = 뒤집기
prefs-width = 너비
prefs-text-only = 텍스트만
prefs-language = 언어
prefs-default = (기본값)
prefs-your-discord = (내 Discord 언어)
prefs-yes = 예
prefs-no = 아니요
prefs-saved = ✅ 저장했습니다: 이제부터 배치가 이렇게 보입니다.
prefs-reset-done = ✅ 기본값으로 돌아갔습니다.

## 거절

refused-outside-servers = /{ $command }은(는) 서버의 Backrank 설정을 바꾸므로 봇을 추가한 서버에서만 쓸 수 있습니다 (서버 관리 권한이 있는 사람이 추가할 수 있습니다). 여기서는 { $commands }을(를) 쓸 수 있습니다

## /settings

settings-title = 이 서버의 Backrank 설정
settings-description = `/settings set`으로 바꾸고, `reset: true`로 기본값으로 돌아갑니다.
settings-saved = ✅ 저장했습니다.
settings-default = (기본값)
settings-variant = 변형 규칙
settings-dice = 주사위
settings-method-fair = 변형 규칙의 공정한 방법
settings-guided = /roll-along에서 결과를 입력하는 사람
settings-guided-starter = 시작한 사람
settings-guided-anyone = 누구나
settings-guided-role = 시작한 사람과 { $role }
settings-guided-role-unset = 역할 (정하지 않음)
settings-replies = 답변
settings-replies-public = 모두에게 공개
settings-replies-private = 요청한 사람만 봄
settings-log = 로그 채널
settings-log-none = 없음: 문제는 봇 로그에 남습니다
settings-missed = 놓친 매일 게시물
settings-missed-post = 한 번 늦게 올림
settings-missed-skip = 건너뜀
settings-daily = 매일 도전 과제
settings-daily-count = { $count }개 (`/daily show` 참고)
settings-language = 언어
settings-language-auto = 각자의 Discord 언어 (매일 게시물: 영어)
settings-language-set = { $language } (매일 게시물 포함)
settings-managers-title = 여기서 Backrank를 관리하는 사람
settings-managers = 서버 관리 권한이 있는 멤버
settings-managers-and-role = 서버 관리 권한이 있는 멤버와 { $role }

## /event

event-started = 🏁 **{ $name }**: 모든 라운드의 배치를 지금 뽑아 고정했습니다. 아래 각 줄은 대회 이름, 라운드, 그 라운드의 비밀 시드로 만든 SHA-256입니다. `/event next`가 시드를 한 라운드씩 공개하고, 누구나 이 줄들과 대조할 수 있습니다.
event-round = 🏁 **{ $name }**, { $rounds }라운드 중 { $round }라운드: { $position }.
event-seed = 시드 `{ $seed }`, 약속값 `{ $commitment }`.
event-redo = 다시 해 보기: { $command }
event-check = 확인하기: { $command }
event-verified = ✅ "{ $name }" { $round }라운드: 시드가 약속값 `{ $commitment }`과 맞고, { $position }이(가) 나옵니다.
event-title = { $name } · { $variant } { $rounds }라운드
event-footer = { $dice }(으)로 { $method }. 공개: { $rounds }개 중 { $revealed }개. 라운드 확인: backrank verify-event.
